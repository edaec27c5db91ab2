export * from './metadata';
export * from './og';
export * from './structured-data';
export * from './json-ld';

// Loaded on demand by <LazyMotion>: keeps the animation engine out of the first-load bundle.
export { domAnimation as default } from 'framer-motion';

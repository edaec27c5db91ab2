// Shared by the search form (browser) and the search read (server).
export const SEARCH_MAX_LENGTH = 100;

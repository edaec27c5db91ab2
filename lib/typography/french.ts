// French typography for the server: typograf never reaches a browser bundle, and prerendered pages
// carry its result (cached pages keep no client cost).
import 'server-only';

export { typeset, typesetOptional } from './typograf';

// The newsletter pages' forms' endpoint without JavaScript (app/api/newsletter/formulaire/route.ts). A module of
// its own: the sign-up form on every list page shares lib/newsletter/types.ts, and this path is not its bytes.
export const FORM_PATH = '/api/newsletter/formulaire';

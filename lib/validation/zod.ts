// The one place zod is configured; every module imports `z` from here so the settings apply before any
// schema is built (a schema built first would already have probed eval).
import { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

// Input no form can send (wrong types, missing fields) still gets a French message, never zod's English.
z.config(fr());
// No eval probe or compiled parsers: the Content-Security-Policy forbids eval in the admin's browser.
z.config({ jitless: true });

export { z };

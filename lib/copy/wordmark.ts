// The logo's two-part wordmark, apart from lib/copy/company.ts so the logo (a client component in
// every page's header) does not bring the whole company record into the shared script.
export const WORDMARK = ['Studio Graphique', 'Madagascar'] as const;

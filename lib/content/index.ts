// Static content of the site in one module: company details, services, prices, delays,
// testimonials, statistics, navigation and page descriptions. Client components should import
// the specific file they need (e.g. './navigation') to keep their bundles small.
export * from './company';
export * from '@/lib/content/format';
export * from './pricing';
export * from './services';
export * from './testimonials';
export * from './navigation';
export * from './pages';

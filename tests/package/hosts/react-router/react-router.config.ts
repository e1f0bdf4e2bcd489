import type { Config } from '@react-router/dev/config';

// Every page is rendered on the server and hydrated in the browser (framework mode).
export default {
  ssr: true,
} satisfies Config;

// The dev server (`vite`) sends the page server-rendered, as production does (prerender.mjs):
// src/main.tsx hydrates, and hydrating an empty #root is a mismatch (React then drops the page and
// renders it anew in the browser). `vite build` and `vite preview` leave index.html to the build.
import { defineConfig, type Plugin } from 'vite';

function serverRenderInDev(): Plugin {
  return {
    name: 'host:server-render-in-dev',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { server }) {
        if (!server) return html;
        const { render } = (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof import('./src/entry-server');
        return html.replace('<!--app-html-->', await render());
      },
    },
  };
}

export default defineConfig({ plugins: [serverRenderInDev()] });

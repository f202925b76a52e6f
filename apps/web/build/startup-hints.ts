import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { chunkNames } from './chunk-names.ts';

/** A chunk of the build by its name (code-splitting.ts), with the CSS it brings. */
function chunkFiles(bundle: Rollup.OutputBundle, name: string): { js: string; css: string[] } {
  const chunk = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk => file.type === 'chunk' && file.name === name,
  );
  if (!chunk) throw new Error(`startupHints: the build has no chunk named "${name}"`);
  return { js: chunk.fileName, css: [...(chunk.viteMetadata?.importedCss ?? [])] };
}

/**
 * Lets the first files of a start travel beside the entry chunk instead of after it:
 * - the `login` chunk, which every page needs (the login page, and the console's pages share
 *   it), is preloaded by index.html itself;
 * - the `shell` chunk is named in <meta name="console-code">, and public/boot.js preloads it for
 *   a browser that was signed in last time. (Everyone else gets the login page.)
 */
export function startupHints(): Plugin {
  return {
    name: 'school-console:startup-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const login = chunkFiles(bundle, chunkNames.login);
        const shell = chunkFiles(bundle, chunkNames.shell);
        const href = (file: string) => `/${file}`;
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'meta',
            attrs: { name: 'console-code', content: [shell.js, ...shell.css].map(href).join(' ') },
            injectTo: 'head-prepend',
          },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: href(login.js) },
            injectTo: 'head',
          },
          ...login.css.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            // Cross-origin mode, as the loader that applies it asks: otherwise a second request.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: href(file) },
            injectTo: 'head',
          })),
        ];
        return tags;
      },
    },
  };
}

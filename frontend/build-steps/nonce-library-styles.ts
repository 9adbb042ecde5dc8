import type { Plugin } from 'vite';

/** sonner (the toasts) puts its stylesheet in a <style> it makes itself when its module loads. */
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/;
const SONNER_STYLE = "let style = document.createElement('style')";
/** The page's nonce, where the server put it (see src/app/theme/emotion-cache.ts). */
const WITH_NONCE = `${SONNER_STYLE}; style.nonce = document.querySelector('meta[property="csp-nonce"]')?.nonce ?? ''`;

/**
 * Gives sonner's <style> the page's nonce, so the page's policy needs no 'unsafe-inline' style:
 * sonner takes no nonce of its own. The build fails if sonner stops making its <style> this way,
 * rather than the toasts losing their styles under the policy.
 */
export function nonceLibraryStyles(): Plugin {
  return {
    name: 'keyledger:nonce-library-styles',
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null;
      if (!code.includes(SONNER_STYLE)) this.error(`sonner no longer makes its <style> as "${SONNER_STYLE}": give it the page's nonce another way`);
      return { code: code.replace(SONNER_STYLE, WITH_NONCE), map: null };
    },
  };
}

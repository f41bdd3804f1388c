// The site's own client directives (astro.config.mjs), for the components that use them.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates when the page first shows a toast (src/ui/kit/toast-directive.ts). */
    "client:toast"?: boolean;
    /**
     * Hydrates as the reader nears it, or at once when the address's `#` starts with the given id
     * prefix (src/ui/kit/near-directive.ts).
     */
    "client:near"?: string;
  }
}

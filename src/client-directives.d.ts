// The site's own client directives (astro.config.mjs), for the components that use them.
import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates when the page first shows a toast (src/ui/kit/toast-directive.ts). */
    "client:toast"?: boolean;
  }
}

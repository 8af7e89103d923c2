/** A language's catalogs, every zone's messages in one module (build/lingui-plugins.ts). */
declare module 'virtual:catalogs/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

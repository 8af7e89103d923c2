/** Loads Google Identity Services on demand (only when the server has a client id) and renders its button. */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

type CredentialResponse = { credential: string };
type GoogleIdentity = {
  initialize(config: { client_id: string; callback: (response: CredentialResponse) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};

declare global {
  interface Window {
    google?: { accounts: { id: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error('GSI missing'));
    script.onerror = () => reject(new Error('GSI failed to load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type GoogleButtonOptions = {
  text: 'signin_with' | 'signup_with';
  theme: 'outline' | 'filled_black';
  width: number;
};

/** Renders Google's button into `parent`; `onCredential` receives the ID token. */
export async function renderGoogleButton(
  parent: HTMLElement,
  clientId: string,
  options: GoogleButtonOptions,
  onCredential: (idToken: string) => void,
): Promise<void> {
  const gsi = await loadGoogleIdentity();
  gsi.initialize({ client_id: clientId, callback: (response) => onCredential(response.credential) });
  gsi.renderButton(parent, { type: 'standard', size: 'large', shape: 'pill', ...options });
}

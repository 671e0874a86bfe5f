// Security keys and passkeys (WebAuthn) in the browser: the api's options (base64url text) turned
// into what navigator.credentials takes, and the browser's answers turned back into base64url
// JSON for the api. Used by the sign-in (a key as the second factor) and by 'Güvenlik' (adding,
// removing a key).

/** navigator.credentials.get options as the api gives them (POST .../security-key/options). */
export interface KeyRequestOptions {
  challenge: string;
  rp_id: string;
  allow_credentials: string[];
  timeout: number;
  user_verification: UserVerificationRequirement;
  /** Sign-in options only: the account with keys also takes a code (false: a key is all it has). */
  totp?: boolean;
}

/** navigator.credentials.create options as the api gives them (POST /api/admin/security-key-options). */
export interface KeyCreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; display_name: string };
  algorithms: number[];
  exclude_credentials: string[];
  timeout: number;
  user_verification: UserVerificationRequirement;
}

/** An assertion as the api reads it (the sign-in's and a re-authentication's "security_key"). */
export interface KeyAssertion {
  id: string;
  type: string;
  response: { clientDataJSON: string; authenticatorData: string; signature: string };
}

/** A registration as the api reads it (POST /api/admin/security-keys "credential"). */
export interface KeyRegistration {
  id: string;
  type: string;
  response: { clientDataJSON: string; attestationObject: string };
}

export function toBase64url(buffer: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): ArrayBuffer {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes.buffer;
}

export function securityKeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

/** The message for a failed or cancelled ceremony in the browser. */
export function keyFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'NotAllowedError')
    return 'Güvenlik anahtarı işlemi iptal edildi veya zaman aşımına uğradı';
  if (error instanceof DOMException && error.name === 'InvalidStateError') return 'Bu güvenlik anahtarı zaten kayıtlı';
  if (!securityKeysSupported()) return 'Bu tarayıcı güvenlik anahtarlarını desteklemiyor';
  return 'Güvenlik anahtarı kullanılamadı';
}

/** Asks the browser for an assertion of one of `options.allow_credentials`. */
export async function getAssertion(options: KeyRequestOptions): Promise<KeyAssertion> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: fromBase64url(options.challenge),
      rpId: options.rp_id,
      allowCredentials: options.allow_credentials.map((id) => ({ type: 'public-key', id: fromBase64url(id) })),
      timeout: options.timeout,
      userVerification: options.user_verification,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('no credential', 'NotAllowedError');
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: toBase64url(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      authenticatorData: toBase64url(response.authenticatorData),
      signature: toBase64url(response.signature),
    },
  };
}

/** Asks the browser to make a new credential for `options`. */
export async function createCredential(options: KeyCreationOptions): Promise<KeyRegistration> {
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: fromBase64url(options.challenge),
      rp: options.rp,
      user: { id: fromBase64url(options.user.id), name: options.user.name, displayName: options.user.display_name },
      pubKeyCredParams: options.algorithms.map((alg) => ({ type: 'public-key' as const, alg })),
      excludeCredentials: options.exclude_credentials.map((id) => ({ type: 'public-key' as const, id: fromBase64url(id) })),
      timeout: options.timeout,
      attestation: 'none',
      authenticatorSelection: { userVerification: options.user_verification, residentKey: 'discouraged' },
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('no credential', 'NotAllowedError');
  const response = credential.response as AuthenticatorAttestationResponse;
  return {
    id: toBase64url(credential.rawId),
    type: credential.type,
    response: {
      clientDataJSON: toBase64url(response.clientDataJSON),
      attestationObject: toBase64url(response.attestationObject),
    },
  };
}

/** The sign-in's options for an email: a challenge and the account's keys (none: no key). */
export async function signInKeyOptions(email: string): Promise<KeyRequestOptions> {
  const response = await fetch(`${window.location.origin}/api/auth/security-key/options`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as KeyRequestOptions;
}

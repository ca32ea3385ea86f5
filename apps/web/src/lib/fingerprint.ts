/** The traits of the browser that SPEC.md names for the login fingerprint. */
export interface FingerprintTraits {
  userAgent: string;
  platform: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  colorDepth: number;
  hardwareConcurrency: number;
  timezoneOffset: number;
  pluginNames: string[];
}

// The login payload accepts at most this many characters.
const maxFingerprintLength = 512;

export function readFingerprintTraits(): FingerprintTraits {
  return {
    userAgent: navigator.userAgent,
    platform: navigator.platform ?? '',
    language: navigator.language ?? '',
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    colorDepth: window.screen.colorDepth,
    hardwareConcurrency: navigator.hardwareConcurrency ?? 0,
    timezoneOffset: new Date().getTimezoneOffset(),
    pluginNames: Array.from(navigator.plugins ?? [], (plugin) => plugin.name),
  };
}

export function fingerprintSource(traits: FingerprintTraits): string {
  return [
    traits.userAgent,
    traits.platform,
    traits.language,
    traits.screenWidth,
    traits.screenHeight,
    traits.colorDepth,
    traits.hardwareConcurrency,
    traits.timezoneOffset,
    traits.pluginNames.join(','),
  ].join('|');
}

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).slice(0, maxFingerprintLength);
}

/** SHA-256 hex of the source; crypto.subtle only exists in secure contexts, so base64 is the fallback. */
export async function hashFingerprint(
  source: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string> {
  if (!subtle) return toBase64(source);
  try {
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(source));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return toBase64(source);
  }
}

export function computeFingerprint(): Promise<string> {
  return hashFingerprint(fingerprintSource(readFingerprintTraits()));
}

/**
 * What a person does at the authorization server's own screens, over HTTP as a browser would send it:
 * opens the authorization address, signs in on the development login form (any password), accepts
 * the consent form, and is sent back. Answers the address the provider sends the browser back to
 * (the portal's callback with code and state), without following it. `deny` cancels at consent.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  options: { callbackPrefix: string; deny?: boolean },
): Promise<string> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return response;
  };
  let url = new URL(authorizationUrl);
  let response = await send(url);
  for (let step = 0; step < 20; step++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(options.callbackPrefix)) return next.href;
      url = next;
      response = await send(url);
      continue;
    }
    const page = await response.text();
    if (response.status !== 200)
      throw new Error(`The provider answered ${response.status}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No form on the provider's page: ${page.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt: 'login', login, password: 'any password' } : { prompt: 'consent' },
    );
    const target = new URL(action.replaceAll('&amp;', '&'), url);
    if (prompt !== 'login' && options.deny) {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      url = new URL(abort ?? `${target.pathname.replace(/\/confirm$/, '')}/abort`, url);
      response = await send(url);
      continue;
    }
    url = target;
    response = await send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
  }
  throw new Error('The provider did not send the browser back');
}

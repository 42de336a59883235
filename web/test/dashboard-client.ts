// A client of the dashboard API (/api/app) that behaves like our pages in a browser: it keeps
// the session cookie, sends Origin, and the CSRF token on state-changing requests.
export interface AppResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * The setup token the test products start with (SETUP_TOKEN, see harness.ts): the first sign-up
 * of a fresh install needs it (README.md#quick-start); later ones ignore it.
 */
export const TEST_SETUP_TOKEN = 'test-setup-token-for-the-first-operator';

export class DashboardClient {
  cookie: string | undefined;
  csrfToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  async call<T = any>(
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string>; origin?: string | null; csrf?: string | null } = {},
  ): Promise<AppResponse<T>> {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...init.headers };
    if (init.origin !== null) headers.Origin = init.origin ?? this.baseUrl;
    if (this.cookie) headers.Cookie = this.cookie;
    const csrf = init.csrf === undefined ? this.csrfToken : init.csrf;
    if (csrf && method !== 'GET') headers['X-CSRF-Token'] = csrf;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      this.cookie = /=$/.test(pair) ? undefined : pair;
    }
    const text = await res.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body, text };
  }

  /** Reads the session (and its CSRF token, as the pages get it). */
  async session() {
    const res = await this.call('/api/app/session');
    this.csrfToken = res.body?.data?.csrfToken;
    return res.body?.data;
  }

  async signUp(input: { email: string; password?: string; name?: string; organization?: string; invitation?: string; setupToken?: string }) {
    const res = await this.call('/api/app/auth/sign-up', { body: { password: 'correct horse battery', setupToken: TEST_SETUP_TOKEN, ...input } });
    if (res.status === 201) await this.session();
    return res;
  }

  async signIn(email: string, password = 'correct horse battery') {
    const res = await this.call('/api/app/auth/sign-in', { body: { email, password } });
    if (res.status === 200) await this.session();
    return res;
  }
}

let counter = 0;
export const uniqueEmail = (who = 'user') => `${who}-${Date.now().toString(36)}-${counter++}@example.com`;

/**
 * The first operator of a fresh product (an Expert organisation), signed in, with an API key of
 * both scopes and a project (brand Acme) holding `prompts`.
 */
export async function ownerWithProject(baseUrl: string, prompts: string[]) {
  const owner = new DashboardClient(baseUrl);
  await owner.signUp({ email: uniqueEmail('owner') });
  const key: string = (await owner.call('/api/app/keys', { body: { name: 'test', scopes: ['read', 'write'] } })).body.data.key;
  const project = await owner.call('/api/app/projects', {
    // One answer per prompt (the dashboard's default is 3): these tests count rows.
    body: { name: 'Acme', url: 'https://acme.example', brand_name: 'Acme', competitors: ['Globex', 'Initech'], samples: 1 },
  });
  const projectId: string = project.body.data.id;
  await owner.call(`/api/app/projects/${projectId}/prompts`, { body: { prompts: prompts.map((text) => ({ text })) } });
  return { owner, key, projectId };
}

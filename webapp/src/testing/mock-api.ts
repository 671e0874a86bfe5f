// A fake of the HTTP API for component tests: global fetch answers from a table of
// "METHOD /path?query" → handler, and records every call. A key ending in "?*" answers that path
// with any query (the handler reads it from request.path). Unknown calls answer 404.
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
  headers?: Headers;
}

type Answer = { status?: number; body?: unknown; delayMs?: number };
type Handler = (request: MockRequest) => Answer | Promise<Answer>;

export function jsonAnswer(body: unknown, status = 200): Answer {
  return { status, body };
}

export function apiError(status: number, code: string, message: string): Answer {
  return { status, body: { error: { code, message, field: null } } };
}

// An upload's body is not JSON: it is recorded as the text it came as.
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function mockApi(routes: Record<string, Handler | unknown>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname + url.search);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const call: MockRequest = {
      method: request.method,
      path,
      body: text ? jsonOrText(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    const anyQuery = `${decodeURIComponent(url.pathname)}?*`;
    const route =
      routes[`${request.method} ${path}`] ??
      routes[`${request.method} ${anyQuery}`] ??
      (request.method === 'GET' ? (routes[path] ?? routes[anyQuery]) : undefined);
    if (route === undefined) return new Response(JSON.stringify({ error: { code: 'not_found', message: `no mock for ${path}` } }), { status: 404 });
    const answer: Answer = typeof route === 'function' ? await (route as Handler)(call) : { status: 200, body: route };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (path: string, method = 'GET') => calls.filter((c) => c.path === path && c.method === method),
  };
}

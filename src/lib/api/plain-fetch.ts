/**
 * A fetch() for the calls where 6amMart answers 407 (an expired coupon at coupon/apply and
 * order/place): the Fetch standard turns any 407 into a network error, so the storefront could
 * not tell an expired code from a marketplace that is down. This one sends the request with
 * undici's plain HTTP `request` and hands back the answer as it came, 407 included.
 */
import { request } from 'undici';

export const plainFetch: typeof fetch = async (input, init) => {
  // Request turns any body fetch() accepts (FormData included) into bytes and a content type.
  const outgoing = new Request(input, init);
  const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : null;
  const headers: Record<string, string> = {};
  outgoing.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const answer = await request(outgoing.url, {
    method: outgoing.method as 'GET',
    headers,
    body,
    signal: init?.signal ?? null,
  });
  const bytes = await answer.body.arrayBuffer();
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(empty ? null : bytes, { status: answer.statusCode, headers: responseHeaders });
};

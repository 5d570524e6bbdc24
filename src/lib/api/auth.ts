import type { ApiContext } from './context.ts';
import { request, validateInput } from './http.ts';
import {
  AuthAnswerSchema,
  LoginInputSchema,
  SignUpInputSchema,
  type AuthAnswer,
  type LoginInput,
  type SignUpInput,
} from './schemas/index.ts';

/**
 * POST /auth/login (manual login). Wrong credentials: 401 'auth-001';
 * blocked: 403 'auth-003'. A null token means a further step is required.
 */
export async function login(ctx: ApiContext, input: LoginInput): Promise<AuthAnswer> {
  const body = validateInput(LoginInputSchema, input);
  return request(ctx, 'auth/login', AuthAnswerSchema, { method: 'POST', json: { login_type: 'manual', ...body } });
}

/** POST /auth/sign-up. The token is top-level `token` (null when verification is on). */
export async function signUp(ctx: ApiContext, input: SignUpInput): Promise<AuthAnswer> {
  const body = validateInput(SignUpInputSchema, input);
  return request(ctx, 'auth/sign-up', AuthAnswerSchema, { method: 'POST', json: body });
}

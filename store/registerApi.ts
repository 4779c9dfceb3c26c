import type { RequestOf, ResponseOf } from '@/lib/contract';
import { api, call, served } from './api';

export const registerApi = api.injectEndpoints({
  endpoints: served((build) => ({
    regDomain: build.query<ResponseOf<'get-reg-domain'>, void>({ query: () => call('get-reg-domain') }),
    checkUserId: build.mutation<ResponseOf<'check-user-id'>, string>({
      query: (userId) => call('check-user-id', { userId }),
    }),
    checkUserNick: build.mutation<ResponseOf<'check-user-nick'>, string>({
      query: (nick) => call('check-user-nick', { nick }),
    }),
    register: build.mutation<ResponseOf<'user-register'>, RequestOf<'user-register'>>({
      query: (params) => call('user-register', params),
    }),
  })),
});

export const { useRegDomainQuery, useCheckUserIdMutation, useCheckUserNickMutation, useRegisterMutation } = registerApi;

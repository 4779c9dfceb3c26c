import type { GetServerSideProps } from 'next';
import { getServerSession } from 'next-auth/next';
import { useTranslation } from 'next-i18next/pages';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import styled from 'styled-components';
import i18nConfig from '../next-i18next.config.js';
import { authOptions } from '../lib/auth';
import { formatDateTimeIn } from '../lib/date';
import { api, makeServerStore, useGreetingQuery } from '../lib/store';

const Title = styled.h1`
  font-family: system-ui, sans-serif;
`;

export const getServerSideProps: GetServerSideProps = async ({ locale, req, res }) => {
  const store = makeServerStore();
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'greeting', arg: undefined, value: { at: new Date().toISOString() } },
    ]),
  );
  return {
    props: {
      // The config explicitly: without it next-i18next reads the one in the working directory, the portal's.
      ...(await serverSideTranslations(locale ?? 'ko', ['common'], i18nConfig)),
      session: await getServerSession(req, res, authOptions),
      initialState: { [api.reducerPath]: store.getState()[api.reducerPath] },
    },
  };
};

async function sayHello(text: string) {
  const { default: Swal } = await import('sweetalert2');
  await Swal.fire({ text });
}

export default function Hello() {
  const { t } = useTranslation('common');
  const { data } = useGreetingQuery();
  return (
    <main>
      <Title>{t('hello')}</Title>
      {data ? <time dateTime={data.at}>{formatDateTimeIn(data.at, 'Asia/Seoul')}</time> : null}
      <button type="button" onClick={() => void sayHello(t('hello'))}>
        {t('greet')}
      </button>
    </main>
  );
}

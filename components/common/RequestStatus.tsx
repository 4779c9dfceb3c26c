import { useT } from '@/components/common/translation';
import { requestStatusKind } from '@/lib/wallet';
import { Pill, type PillTone } from './Card';

/** A status code short and plain enough to show as it came (as the spec shows an unknown one), so support can read it. */
const CODE = /^[A-Za-z0-9_-]{1,24}$/;

const TONES = { waiting: 'accent', completed: 'success', cancelled: 'muted' } as const satisfies Record<
  string,
  PillTone
>;

export function RequestStatus({ status }: { status: unknown }) {
  const { t } = useT();
  const kind = requestStatusKind(status);
  const label = kind
    ? t(`status.${kind}`)
    : typeof status === 'string' && CODE.test(status)
      ? status
      : t('status.unknown');
  return <Pill $tone={kind ? TONES[kind] : 'plain'}>{label}</Pill>;
}

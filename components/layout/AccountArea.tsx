import dynamic from 'next/dynamic';
import { LoginForm } from '@/components/auth/LoginForm';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';
import { selectCurrentMember } from '@/store/member';

// Server-rendered for members; a visitor's lobby never downloads a member's summary.
const UserSummary = dynamic(() => import('./UserSummary').then((m) => m.UserSummary));

export function AccountArea({ layout }: { layout: 'strip' | 'panel' }) {
  const loggedOut = useAppSelector(selectLoggedOut);
  const member = useAppSelector(selectCurrentMember);

  if (loggedOut === false) return member ? <UserSummary member={member} layout={layout} /> : <UnavailableNotice />;
  return <LoginForm layout={layout === 'strip' ? 'inline' : 'panel'} />;
}

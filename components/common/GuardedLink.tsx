import Link from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { useDialogs } from '@/components/common/dialogs';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedOut } from '@/store/sessionSlice';

/** A link to a member page: a logged-out visitor gets msg2001 and stays where they are. */
export function GuardedLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  const loggedOut = useAppSelector(selectLoggedOut);
  const dialogs = useDialogs();

  function guard(event: MouseEvent<HTMLAnchorElement>) {
    if (loggedOut) {
      event.preventDefault();
      void dialogs.alert('msg2001');
      return;
    }
    onClick?.(event);
  }

  // A visitor cannot open it: nothing is fetched ahead for them.
  return <Link prefetch={loggedOut ? false : undefined} {...props} onClick={guard} />;
}

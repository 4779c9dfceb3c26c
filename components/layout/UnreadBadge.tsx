import styled from 'styled-components';

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  font-size: 0.75rem;
  font-weight: 800;
  line-height: 1;
  color: ${({ theme }) => theme.colors.background};
  background: ${({ theme }) => theme.colors.danger};

  button > & {
    position: absolute;
    top: -6px;
    right: -6px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.headerBar};
  }
  a > & {
    margin-left: auto;
  }
`;

/** The count of unread notes and answers beside a menu entry or the phone's menu button; nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? <Badge aria-hidden="true">{badgeText(count)}</Badge> : null;
}

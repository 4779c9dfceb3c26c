import { useT } from '@/components/common/translation';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon, IconButton } from '@/components/common/Button';
import { useModal } from '@/components/common/modal';
import { alpha, media } from '@/styles/theme';

interface DrawerProps {
  id: string;
  side: 'left' | 'right';
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function Drawer({ id, side, title, onClose, children }: DrawerProps) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, true, onClose);

  // In <body>, outside the sticky header: its backdrop filter would otherwise trap the fixed overlay inside it.
  return createPortal(
    <Overlay>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Panel ref={ref} id={id} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $side={side}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <IconButton type="button" onClick={onClose} aria-label={t('menu.close')}>
            <CloseIcon />
          </IconButton>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Overlay>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fromLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const fromRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;

  ${media.desktop} {
    display: none;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => alpha(theme.colors.backdrop, 72)};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 180ms ease-out;
`;

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 0;
  bottom: 0;
  display: flex;
  flex-direction: column;
  width: min(88vw, 380px);
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised} 0%,
    ${({ theme }) => theme.colors.surface} 40%
  );
  box-shadow: 0 0 48px ${({ theme }) => alpha(theme.colors.shadow, 60)};
  outline: none;
  ${({ $side }) =>
    $side === 'left'
      ? css`
          left: 0;
          border-right: 1px solid ${({ theme }) => theme.colors.border};
          animation: ${fromLeft} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
        `
      : css`
          right: 0;
          border-left: 1px solid ${({ theme }) => theme.colors.border};
          animation: ${fromRight} 220ms cubic-bezier(0.2, 0.8, 0.2, 1);
        `}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px 10px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.accent};
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 16px 20px 32px;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

import styled from 'styled-components';
import { HelpPanel } from './HelpPanel';
import { NoticePanel } from './NoticePanel';

export function LobbyNews() {
  return (
    <News>
      <NoticePanel />
      <HelpPanel />
    </News>
  );
}

// Below the fold: laid out only as it comes near the viewport.
const News = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  margin-top: 28px;
  content-visibility: auto;
  contain-intrinsic-size: auto 640px;

  @media (min-width: 900px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    contain-intrinsic-size: auto 320px;
  }
`;

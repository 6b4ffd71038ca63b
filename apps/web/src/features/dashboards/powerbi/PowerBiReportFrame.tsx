// The embedded report itself (powerbi-client-react), in a chunk of its own: the Power BI client is
// fetched only when a Power BI report is opened.
import { PowerBIEmbed } from 'powerbi-client-react';
import { models } from 'powerbi-client';

export interface PowerBiReportFrameProps {
  id: string;
  embedUrl: string;
  accessToken: string;
  height: string;
}

export default function PowerBiReportFrame({ id, embedUrl, accessToken, height }: PowerBiReportFrameProps) {
  return (
    <PowerBIEmbed
      cssClassName="cairn-powerbi-report"
      embedConfig={{
        type: 'report',
        id,
        embedUrl,
        accessToken,
        tokenType: models.TokenType.Embed,
        settings: {
          panes: { filters: { expanded: false, visible: false } },
          background: models.BackgroundType.Transparent,
        },
      }}
      getEmbeddedComponent={(report) => {
        // The frame fills the space the page gives it.
        report.iframe.style.border = '0';
        report.iframe.style.height = height;
        report.iframe.style.width = '100%';
      }}
    />
  );
}

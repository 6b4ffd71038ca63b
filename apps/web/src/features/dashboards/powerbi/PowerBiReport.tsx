// Hand-off placeholder: the Power BI engineer replaces this with the embedded Power BI report
// (powerbi-client-react, embed token from the embed call). The dashboards engineer renders it on
// /dashboards/:reportId when the engagement's dashboards come from Power BI.
export interface PowerBiReportProps {
  reportId: string;
  fullScreen?: boolean;
}

export function PowerBiReport(_props: PowerBiReportProps) {
  return null;
}

// Hand-off placeholder: the capacities engineer replaces this with the Power BI and Analysis
// Services toggle switches of /dashboards (status, Pausing/Resuming with polling every 5000 ms and a
// toast per poll). The dashboards engineer renders it at the top of the dashboards page.
export function CapacityToggles() {
  return null;
}

// The example offered beside the upload (issue 27): a whole definition with a filter, a KPI and a
// chart, written as docs/dashboards.md explains it, to start a file from.
export const EXAMPLE_DEFINITION_YAML = `# A Cairn dashboard definition: docs/dashboards.md, schema: dashboards.schema.json
name: Payroll cost by period and country      # uploading this name again adds a version
description: Cost in EUR from model.employee_costs.
filters:
  - id: country                                 # used in queries as $country
    label: Country
    type: select                                # select | text | number | date
    optionsQuery: select distinct country from model.employee_costs order by 1
pages:
  - title: Cost
    tiles:
      - id: total_cost
        title: Total cost
        width: 8                                # of 24 columns (default 12)
        query: >-
          select sum(amount_eur) as cost_eur from model.employee_costs
          where $country is null or country = $country
        chart: { type: kpi, value: cost_eur }
      - id: cost_by_period
        title: Cost by period
        width: 16
        query: >-
          select strftime(period, '%Y-%m') as period, country, sum(amount_eur) as cost_eur
          from model.employee_costs
          where $country is null or country = $country
          group by all order by 1, 2
        chart: { type: bar, x: period, y: cost_eur, color: country }
`;

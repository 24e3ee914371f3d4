/**
 * The request count and duration histogram by route id, method and status class
 * (revista_http_requests_total, revista_http_request_duration_seconds), kept as plain numbers on
 * the request's path and written in Prometheus's text format at each scrape, after the registry's
 * own metrics. prom-client's children check and hash their labels at every inc and observe (about a
 * microsecond a request, a few per cent of a cached answer), and its registry formats each line's
 * labels anew (a hundred milliseconds for every route's histogram): here a request finds its series
 * by one map lookup with its route id, a string made once per route, and each series' labels are
 * written once, when it is made.
 */

/** Prometheus's escaping of a label value. */
const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

class Series {
  count = 0;
  sum = 0;
  /** Observations per bucket, not cumulative; the last is past every bound (+Inf). */
  readonly buckets: number[];

  constructor(
    /** `route="…",method="GET",status_class="2xx"` */
    readonly labels: string,
    size: number,
  ) {
    this.buckets = new Array<number>(size + 1).fill(0);
  }
}

export class RequestSeries {
  /** Route id ('GET /api/issues/{number}') → series by status class (index 1 to 5 for 1xx to 5xx). */
  private readonly byRoute = new Map<string, Series[]>();
  private readonly le: string[];

  constructor(
    private readonly names: { count: string; duration: string },
    private readonly help: { count: string; duration: string },
    /** Upper bounds of the buckets in seconds, ascending. */
    private readonly bounds: readonly number[],
  ) {
    this.le = [...bounds.map(String), '+Inf'];
  }

  /** One answered request: `routeId` as routeId() gives it, the answer's status, its duration in seconds. */
  observe(routeId: string, status: number, seconds: number): void {
    let byClass = this.byRoute.get(routeId);
    if (!byClass) this.byRoute.set(routeId, (byClass = []));
    const statusClass = Math.floor(status / 100);
    const series = (byClass[statusClass] ??= this.create(routeId, statusClass));
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket += 1;
    series.buckets[bucket]! += 1;
  }

  /** Both metrics in the text format, as prom-client writes its histograms (le first). */
  text(): string {
    const all = [...this.byRoute.values()].flatMap((byClass) => byClass.filter((s) => s !== undefined));
    const { count, duration } = this.names;
    const out = [`# HELP ${count} ${this.help.count}`, `# TYPE ${count} counter`, ...all.map((s) => `${count}{${s.labels}} ${s.count}`), '', `# HELP ${duration} ${this.help.duration}`, `# TYPE ${duration} histogram`];
    for (const s of all) {
      let cumulative = 0;
      s.buckets.forEach((n, i) => {
        cumulative += n;
        out.push(`${duration}_bucket{le="${this.le[i]}",${s.labels}} ${cumulative}`);
      });
      out.push(`${duration}_sum{${s.labels}} ${s.sum}`, `${duration}_count{${s.labels}} ${s.count}`);
    }
    return `${out.join('\n')}\n`;
  }

  private create(routeId: string, statusClass: number): Series {
    const space = routeId.indexOf(' ');
    return new Series(`route="${escape(routeId.slice(space + 1))}",method="${escape(routeId.slice(0, space))}",status_class="${statusClass}xx"`, this.bounds.length);
  }
}

import Stripe from 'stripe';

export interface RecordedStripeRequest {
  method: string;
  host: string;
  path: string;
  headers: Record<string, unknown>;
  /** The form-encoded body Stripe's client sent, decoded. */
  params: URLSearchParams;
}

type Responder = (request: RecordedStripeRequest) => { status?: number; body: unknown };

class StandInResponse extends Stripe.HttpClientResponse {
  constructor(
    status: number,
    private readonly body: unknown,
  ) {
    super(status, { 'request-id': 'req_stand_in' });
  }

  override getRawResponse(): unknown {
    return this.body;
  }

  override toStream(): unknown {
    throw new Error('streams are not used by these tests');
  }

  override toJSON(): Promise<unknown> {
    return Promise.resolve(this.body);
  }
}

/**
 * Stripe's HTTP layer replaced by a local function: every request the official client would
 * send is recorded (method, path, decoded parameters) and answered here; nothing leaves the process.
 */
export class StripeStandIn extends Stripe.HttpClient {
  readonly requests: RecordedStripeRequest[] = [];

  constructor(private readonly respond: Responder) {
    super();
  }

  override getClientName(): string {
    return 'stand-in';
  }

  override makeRequest(host: string, _port: string, path: string, method: string, headers: Record<string, unknown>, requestData: string): Promise<StandInResponse> {
    const request: RecordedStripeRequest = { method, host, path, headers, params: new URLSearchParams(requestData) };
    this.requests.push(request);
    const { status = 200, body } = this.respond(request);
    return Promise.resolve(new StandInResponse(status, body));
  }
}

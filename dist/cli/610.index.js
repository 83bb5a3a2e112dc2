export const id = 610;
export const ids = [610];
export const modules = {

/***/ 66103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ baggageEntryMetadataFromString),
  L: () => (/* binding */ createBaggage)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/baggage-impl.mjs
//#region src/baggage/internal/baggage-impl.ts
var BaggageImpl = class BaggageImpl {
	constructor(entries) {
		this._entries = entries ? new Map(entries) : /* @__PURE__ */ new Map();
	}
	getEntry(key) {
		const entry = this._entries.get(key);
		if (!entry) return;
		return Object.assign({}, entry);
	}
	getAllEntries() {
		return Array.from(this._entries.entries());
	}
	setEntry(key, entry) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.set(key, entry);
		return newBaggage;
	}
	removeEntry(key) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.delete(key);
		return newBaggage;
	}
	removeEntries(...keys) {
		const newBaggage = new BaggageImpl(this._entries);
		for (const key of keys) newBaggage._entries.delete(key);
		return newBaggage;
	}
	clear() {
		return new BaggageImpl();
	}
};
//#endregion


//# sourceMappingURL=baggage-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/symbol.mjs
//#region src/baggage/internal/symbol.ts
/**
* Symbol used to make BaggageEntryMetadata an opaque type
*/
const baggageEntryMetadataSymbol = Symbol("BaggageEntryMetadata");
//#endregion


//# sourceMappingURL=symbol.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs



//#region src/baggage/utils.ts
const utils_diag = diag/* DiagAPI */.K.instance();
/**
* Create a new Baggage with optional entries
*
* @param entries An array of baggage entries the new baggage should contain
*/
function createBaggage(entries = {}) {
	return new BaggageImpl(new Map(Object.entries(entries)));
}
/**
* Create a serializable BaggageEntryMetadata object from a string.
*
* @param str string metadata. Format is currently not defined by the spec and has no special meaning.
*
* @since 1.0.0
*/
function baggageEntryMetadataFromString(str) {
	if (typeof str !== "string") {
		utils_diag.error(`Cannot create baggage metadata from unknown type: ${typeof str}`);
		str = "";
	}
	return {
		__TYPE__: baggageEntryMetadataSymbol,
		toString() {
			return str;
		}
	};
}
//#endregion


//# sourceMappingURL=utils.mjs.map

/***/ }),

/***/ 84610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OTLPTraceExporter: () => (/* reexport */ OTLPTraceExporter)
});

;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/dist/semconv.mjs
//#region src/semconv.ts
/**
* Enum value "otlp_http_span_exporter" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* OTLP span exporter over HTTP with protobuf serialization
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER = "otlp_http_span_exporter";
//#endregion


//# sourceMappingURL=semconv.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/OTLPExporterBase.mjs
//#region src/OTLPExporterBase.ts
var OTLPExporterBase = class {
	_delegate;
	constructor(delegate) {
		this._delegate = delegate;
	}
	/**
	* Export items.
	* @param items
	* @param resultCallback
	*/
	export(items, resultCallback) {
		this._delegate.export(items, resultCallback);
	}
	forceFlush() {
		return this._delegate.forceFlush();
	}
	shutdown() {
		return this._delegate.shutdown();
	}
	setMetrics(metrics) {
		this._delegate.setMetrics(metrics);
	}
};
//#endregion


//# sourceMappingURL=OTLPExporterBase.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/json/trace.mjs + 4 modules
var trace = __webpack_require__(5603);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-transformer/dist/trace/index.mjs
//#region src/trace/index.ts
const TraceExporterMetricsHelper = {
	name: "span",
	countItems: (request) => request.length
};
//#endregion


//# sourceMappingURL=index.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/types.mjs
//#region src/types.ts
/**
* Interface for handling error
*/
var OTLPExporterError = class extends Error {
	code;
	name = "OTLPExporterError";
	data;
	constructor(message, code, data) {
		super(message);
		this.data = data;
		this.code = code;
	}
};
//#endregion


//# sourceMappingURL=types.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/bounded-queue-export-promise-handler.mjs
//#region src/bounded-queue-export-promise-handler.ts
var BoundedQueueExportPromiseHandler = class {
	_concurrencyLimit;
	_sendingPromises = [];
	/**
	* @param concurrencyLimit maximum promises allowed in a queue at the same time.
	*/
	constructor(concurrencyLimit) {
		this._concurrencyLimit = concurrencyLimit;
	}
	pushPromise(promise) {
		if (this.hasReachedLimit()) throw new Error("Concurrency Limit reached");
		this._sendingPromises.push(promise);
		const popPromise = () => {
			const index = this._sendingPromises.indexOf(promise);
			this._sendingPromises.splice(index, 1);
		};
		promise.then(popPromise, popPromise);
	}
	hasReachedLimit() {
		return this._sendingPromises.length >= this._concurrencyLimit;
	}
	async awaitAll() {
		await Promise.all(this._sendingPromises);
	}
};
/**
* Promise queue for keeping track of export promises. Finished promises will be auto-dequeued.
* Allows for awaiting all promises in the queue.
*/
function createBoundedQueueExportPromiseHandler(options) {
	return new BoundedQueueExportPromiseHandler(options.concurrencyLimit);
}
//#endregion


//# sourceMappingURL=bounded-queue-export-promise-handler.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/diag-api.mjs
var diag_api = __webpack_require__(95099);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/logging-response-handler.mjs

//#region src/logging-response-handler.ts
function isPartialSuccessResponse(response) {
	return Object.prototype.hasOwnProperty.call(response, "partialSuccess");
}
/**
* Default response handler that logs a partial success to the console.
*/
function createLoggingPartialSuccessResponseHandler() {
	return { handleResponse(response) {
		if (response == null || !isPartialSuccessResponse(response) || response.partialSuccess == null || Object.keys(response.partialSuccess).length === 0) return;
		diag_api/* diag */.s.warn("Received Partial Success response:", JSON.stringify(response.partialSuccess));
	} };
}
//#endregion


//# sourceMappingURL=logging-response-handler.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/otlp-export-delegate.mjs




//#region src/otlp-export-delegate.ts
var OTLPExportDelegate = class {
	_metrics;
	_diagLogger;
	_transport;
	_serializer;
	_responseHandler;
	_promiseQueue;
	_timeout;
	constructor(transport, serializer, responseHandler, promiseQueue, metrics, timeout) {
		this._transport = transport;
		this._serializer = serializer;
		this._responseHandler = responseHandler;
		this._promiseQueue = promiseQueue;
		this._timeout = timeout;
		this._diagLogger = diag_api/* diag */.s.createComponentLogger({ namespace: "OTLPExportDelegate" });
		this._metrics = metrics;
	}
	export(internalRepresentation, resultCallback) {
		this._diagLogger.debug("items to be sent", internalRepresentation);
		if (this._promiseQueue.hasReachedLimit()) {
			resultCallback({
				code: ExportResult/* ExportResultCode */.V.FAILED,
				error: /* @__PURE__ */ new Error("Concurrent export limit reached")
			});
			return;
		}
		const serializedRequest = this._serializer.serializeRequest(internalRepresentation);
		if (serializedRequest == null) {
			resultCallback({
				code: ExportResult/* ExportResultCode */.V.FAILED,
				error: /* @__PURE__ */ new Error("Nothing to send")
			});
			return;
		}
		const finishExport = this._metrics.startExport(internalRepresentation);
		this._promiseQueue.pushPromise(this._transport.send(serializedRequest, this._timeout).then((response) => {
			if (response.status === "success") {
				finishExport(void 0);
				if (response.data != null) try {
					this._responseHandler.handleResponse(this._serializer.deserializeResponse(response.data));
				} catch (e) {
					this._diagLogger.warn("Export succeeded but could not deserialize response - is the response specification compliant?", e, response.data);
				}
				resultCallback({ code: ExportResult/* ExportResultCode */.V.SUCCESS });
				return;
			} else if (response.status === "failure" && response.error) {
				finishExport(response.error);
				resultCallback({
					code: ExportResult/* ExportResultCode */.V.FAILED,
					error: response.error
				});
				return;
			} else if (response.status === "retryable") {
				finishExport("export_max_retries");
				resultCallback({
					code: ExportResult/* ExportResultCode */.V.FAILED,
					error: response.error ?? new OTLPExporterError("Export failed with retryable status")
				});
			} else {
				finishExport("export_failed");
				resultCallback({
					code: ExportResult/* ExportResultCode */.V.FAILED,
					error: new OTLPExporterError("Export failed with unknown error")
				});
			}
		}, (reason) => {
			finishExport(reason);
			resultCallback({
				code: ExportResult/* ExportResultCode */.V.FAILED,
				error: reason
			});
		}));
	}
	forceFlush() {
		return this._promiseQueue.awaitAll();
	}
	setMetrics(metrics) {
		this._metrics = metrics;
	}
	async shutdown() {
		this._diagLogger.debug("shutdown started");
		await this.forceFlush();
		this._transport.shutdown();
	}
};
/**
* Creates a generic delegate for OTLP exports which only contains parts of the OTLP export that are shared across all
* signals.
*/
function createOtlpExportDelegate(components, settings) {
	return new OTLPExportDelegate(components.transport, components.serializer, createLoggingPartialSuccessResponseHandler(), components.promiseHandler, components.metrics, settings.timeout);
}
//#endregion


//# sourceMappingURL=otlp-export-delegate.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/semconv.mjs
//#region src/semconv.ts
/**
* [HTTP response status code](https://tools.ietf.org/html/rfc7231#section-6).
*
* @example 200
*/
const ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
/**
* A name uniquely identifying the instance of the OpenTelemetry component within its containing SDK instance.
*
* @example otlp_grpc_span_exporter/0
* @example custom-name
*
* @note Implementations **SHOULD** ensure a low cardinality for this attribute, even across application or SDK restarts.
* E.g. implementations **MUST NOT** use UUIDs as values for this attribute.
*
* Implementations **MAY** achieve these goals by following a `<otel.component.type>/<instance-counter>` pattern, e.g. `batching_span_processor/0`.
* Hereby `otel.component.type` refers to the corresponding attribute value of the component.
*
* The value of `instance-counter` **MAY** be automatically assigned by the component and uniqueness within the enclosing SDK instance **MUST** be guaranteed.
* For example, `<instance-counter>` **MAY** be implemented by using a monotonically increasing counter (starting with `0`), which is incremented every time an
* instance of the given component type is started.
*
* With this implementation, for example the first Batching Span Processor would have `batching_span_processor/0`
* as `otel.component.name`, the second one `batching_span_processor/1` and so on.
* These values will therefore be reused in the case of an application restart.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
/**
* A name identifying the type of the OpenTelemetry component.
*
* @example batching_span_processor
* @example com.example.MySpanExporter
*
* @note If none of the standardized values apply, implementations **SHOULD** use the language-defined name of the type.
* E.g. for Java the fully qualified classname **SHOULD** be used in this case.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
const ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
/**
* Server domain name if available without reverse DNS lookup; otherwise, IP address or Unix domain socket name.
*
* @example example.com
* @example 10.1.2.80
* @example /tmp/my.sock
*
* @note When observed from the client side, and when communicating through an intermediary, `server.address` **SHOULD** represent the server address behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_SERVER_ADDRESS = "server.address";
/**
* Server port number.
*
* @example 80
* @example 8080
* @example 443
*
* @note When observed from the client side, and when communicating through an intermediary, `server.port` **SHOULD** represent the server port behind any intermediaries, for example proxies, if it's available.
*/
const ATTR_SERVER_PORT = "server.port";
/**
* Describes a class of error the operation ended with.
*
* @example timeout
* @example java.net.UnknownHostException
* @example server_certificate_invalid
* @example 500
*
* @note The `error.type` **SHOULD** be predictable, and **SHOULD** have low cardinality.
*
* When `error.type` is set to a type (e.g., an exception type), its
* canonical class name identifying the type within the artifact **SHOULD** be used.
*
* Instrumentations **SHOULD** document the list of errors they report.
*
* The cardinality of `error.type` within one instrumentation library **SHOULD** be low.
* Telemetry consumers that aggregate data from multiple instrumentation libraries and applications
* should be prepared for `error.type` to have high cardinality at query time when no
* additional filters are applied.
*
* If the operation has completed successfully, instrumentations **SHOULD NOT** set `error.type`.
*
* If a specific domain defines its own set of error identifiers (such as HTTP or RPC status codes),
* it's **RECOMMENDED** to:
*
*   - Use a domain-specific attribute
*   - Set `error.type` to capture all errors, regardless of whether they are defined within the domain-specific set or not.
*/
const ATTR_ERROR_TYPE = "error.type";
//#endregion


//# sourceMappingURL=semconv.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/version.mjs
//#region src/version.ts
const VERSION = "0.301.0";
//#endregion


//# sourceMappingURL=version.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/common/time.mjs
var time = __webpack_require__(37463);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/metrics/NoopMeter.mjs
var NoopMeter = __webpack_require__(72502);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/ExporterMetrics.mjs




//#region src/ExporterMetrics.ts
const componentCounter = /* @__PURE__ */ new Map();
/**
* Generates `otel.sdk.exporter.*` metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics
*/
var ExporterMetrics = class {
	inflight;
	exported;
	duration;
	standardAttrs;
	responseAttributesFromError;
	helper;
	constructor(options) {
		const { componentType, metricsHelper, meterProvider, url, responseAttributesFromError } = options;
		this.responseAttributesFromError = responseAttributesFromError;
		const meter = meterProvider ? meterProvider.getMeter("@opentelemetry/otlp-exporter", VERSION) : (0,NoopMeter/* createNoopMeter */.Ac)();
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[ATTR_OTEL_COMPONENT_TYPE]: componentType,
			[ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
		};
		if (url) {
			let urlToParse = url;
			if (!url.includes("://")) urlToParse = `http://${url}`;
			try {
				const parsedUrl = new URL(urlToParse);
				this.standardAttrs[ATTR_SERVER_ADDRESS] = parsedUrl.hostname;
				let port = void 0;
				if (parsedUrl.port) port = Number(parsedUrl.port);
				else if (parsedUrl.protocol === "http:") port = 80;
				else if (parsedUrl.protocol === "https:") port = 443;
				if (typeof port === "number") this.standardAttrs[ATTR_SERVER_PORT] = port;
			} catch {}
		}
		this.helper = metricsHelper;
		this.inflight = meter.createUpDownCounter(`otel.sdk.exporter.${this.helper.name}.inflight`, {
			unit: `{${this.helper.name}}`,
			description: `The number of ${this.helper.name}s which were passed to the exporter, but that have not been exported yet (neither successful, nor failed).`
		});
		this.exported = meter.createCounter(`otel.sdk.exporter.${this.helper.name}.exported`, {
			unit: `{${this.helper.name}}`,
			description: `The number of ${this.helper.name}s for which the export has finished, either successful or failed.`
		});
		this.duration = meter.createHistogram("otel.sdk.exporter.operation.duration", {
			unit: "s",
			description: "The duration of exporting a batch of telemetry records.",
			advice: { explicitBucketBoundaries: [] }
		});
	}
	startExport(request) {
		const numItems = this.helper.countItems(request);
		const startTime = (0,time/* hrTime */._5)();
		this.inflight.add(numItems, this.standardAttrs);
		return (error) => {
			const endTime = (0,time/* hrTime */._5)();
			this.inflight.add(-numItems, this.standardAttrs);
			const exportedAttrs = error ? {
				...this.standardAttrs,
				[ATTR_ERROR_TYPE]: error instanceof Error ? error.name : "export_failed"
			} : this.standardAttrs;
			this.exported.add(numItems, exportedAttrs);
			const durationAttrs = {
				...exportedAttrs,
				...this.responseAttributesFromError(error)
			};
			const duration = (0,time/* hrTimeToMilliseconds */.JU)((0,time/* hrTimeDuration */.W5)(startTime, endTime)) / 1e3;
			this.duration.record(duration, durationAttrs);
		};
	}
};
//#endregion


//# sourceMappingURL=ExporterMetrics.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/is-export-retryable.mjs
//#region src/is-export-retryable.ts
function isExportHTTPErrorRetryable(statusCode) {
	return statusCode === 429 || statusCode === 502 || statusCode === 503 || statusCode === 504;
}
function parseRetryAfterToMills(retryAfter) {
	if (retryAfter == null) return;
	const seconds = Number.parseInt(retryAfter, 10);
	if (Number.isInteger(seconds)) return seconds > 0 ? seconds * 1e3 : -1;
	const delay = new Date(retryAfter).getTime() - Date.now();
	if (delay >= 0) return delay;
	return 0;
}
//#endregion


//# sourceMappingURL=is-export-retryable.mjs.map
// EXTERNAL MODULE: external "zlib"
var external_zlib_ = __webpack_require__(43106);
// EXTERNAL MODULE: external "stream"
var external_stream_ = __webpack_require__(2203);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/transport/http-transport-utils.mjs





//#region src/platform/node/transport/http-transport-utils.ts
const DEFAULT_USER_AGENT = `OTel-OTLP-Exporter-JavaScript/${VERSION}`;
/**
* Maximum response body size (4 MB) that the HTTP transport will read.
* If the server sends more data the connection is destroyed and the export
* is treated as a non-retryable error regardless of status code.
*/
const MAX_RESPONSE_BODY_SIZE = 4194304;
/**
* Sends data using http
* @param request
* @param url
* @param headers
* @param compression
* @param userAgent
* @param agent
* @param data
* @param timeoutMillis
*/
function sendWithHttp(request, url, headers, compression, userAgent, agent, data, timeoutMillis) {
	return new Promise((resolve) => {
		const parsedUrl = new URL(url);
		if (userAgent) headers["User-Agent"] = `${userAgent} ${DEFAULT_USER_AGENT}`;
		else headers["User-Agent"] = DEFAULT_USER_AGENT;
		const req = request(parsedUrl, {
			method: "POST",
			headers,
			agent
		}, (res) => {
			const responseData = [];
			let responseSize = 0;
			res.on("data", (chunk) => {
				responseSize += chunk.length;
				if (responseSize > 4194304) {
					resolve({
						status: "failure",
						error: /* @__PURE__ */ new Error(`OTLP export response body exceeded size limit of ${MAX_RESPONSE_BODY_SIZE} bytes`)
					});
					res.destroy();
					return;
				}
				responseData.push(chunk);
			});
			res.on("end", () => {
				if (res.statusCode && res.statusCode <= 299) resolve({
					status: "success",
					data: Buffer.concat(responseData)
				});
				else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) resolve({
					status: "retryable",
					retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
				});
				else resolve({
					status: "failure",
					error: new OTLPExporterError(res.statusMessage, res.statusCode, Buffer.concat(responseData).toString())
				});
			});
			res.on("error", (error) => {
				if (res.statusCode && res.statusCode <= 299) resolve({ status: "success" });
				else if (res.statusCode && isExportHTTPErrorRetryable(res.statusCode)) resolve({
					status: "retryable",
					error,
					retryInMillis: parseRetryAfterToMills(res.headers["retry-after"])
				});
				else resolve({
					status: "failure",
					error
				});
			});
		});
		req.setTimeout(timeoutMillis, () => {
			req.destroy();
			resolve({
				status: "retryable",
				error: /* @__PURE__ */ new Error("Request timed out")
			});
		});
		req.on("error", (error) => {
			if (isHttpTransportNetworkErrorRetryable(error)) resolve({
				status: "retryable",
				error
			});
			else resolve({
				status: "failure",
				error
			});
		});
		compressAndSend(req, compression, data, (error) => {
			resolve({
				status: "failure",
				error
			});
		});
	});
}
function compressAndSend(req, compression, data, onError) {
	let dataStream = readableFromUint8Array(data);
	if (compression === "gzip") {
		req.setHeader("Content-Encoding", "gzip");
		dataStream = dataStream.on("error", onError).pipe(external_zlib_.createGzip()).on("error", onError);
	}
	dataStream.pipe(req).on("error", onError);
}
function readableFromUint8Array(buff) {
	const readable = new external_stream_.Readable();
	readable.push(buff);
	readable.push(null);
	return readable;
}
function isHttpTransportNetworkErrorRetryable(error) {
	const RETRYABLE_NETWORK_ERROR_CODES = /* @__PURE__ */ new Set([
		"ECONNRESET",
		"ECONNREFUSED",
		"EPIPE",
		"ETIMEDOUT",
		"EAI_AGAIN",
		"ENOTFOUND",
		"ENETUNREACH",
		"EHOSTUNREACH"
	]);
	if ("code" in error && typeof error.code === "string") return RETRYABLE_NETWORK_ERROR_CODES.has(error.code);
	return false;
}
//#endregion


//# sourceMappingURL=http-transport-utils.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/transport/http-exporter-transport.mjs

//#region src/platform/node/transport/http-exporter-transport.ts
var HttpExporterTransport = class {
	_utils = null;
	_parameters;
	constructor(parameters) {
		this._parameters = parameters;
	}
	async send(data, timeoutMillis) {
		const { agent, request } = await this._loadUtils();
		const headers = await this._parameters.headers();
		return sendWithHttp(request, this._parameters.url, headers, this._parameters.compression, this._parameters.userAgent, agent, data, timeoutMillis);
	}
	shutdown() {}
	async _loadUtils() {
		let utils = this._utils;
		if (utils === null) {
			const protocol = new URL(this._parameters.url).protocol;
			const [agent, request] = await Promise.all([this._parameters.agentFactory(protocol), requestFunctionFactory(protocol)]);
			utils = this._utils = {
				agent,
				request
			};
		}
		return utils;
	}
};
async function requestFunctionFactory(protocol) {
	const { request } = await (protocol === "http:" ? Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 58611, 19)) : Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 65692, 19)));
	return request;
}
function createHttpExporterTransport(parameters) {
	return new HttpExporterTransport(parameters);
}
//#endregion


//# sourceMappingURL=http-exporter-transport.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/retrying-transport.mjs

//#region src/retrying-transport.ts
const MAX_ATTEMPTS = 5;
const INITIAL_BACKOFF = 1e3;
const MAX_BACKOFF = 5e3;
const BACKOFF_MULTIPLIER = 1.5;
const JITTER = .2;
/**
* Get a pseudo-random jitter that falls in the range of [-JITTER, +JITTER]
*/
function getJitter() {
	return Math.random() * (2 * JITTER) - JITTER;
}
var RetryingTransport = class {
	_transport;
	constructor(transport) {
		this._transport = transport;
	}
	retry(data, timeoutMillis, inMillis) {
		return new Promise((resolve, reject) => {
			setTimeout(() => {
				this._transport.send(data, timeoutMillis).then(resolve, reject);
			}, inMillis);
		});
	}
	async send(data, timeoutMillis) {
		let attempts = MAX_ATTEMPTS;
		let nextBackoff = INITIAL_BACKOFF;
		const deadline = Date.now() + timeoutMillis;
		let result = await this._transport.send(data, timeoutMillis);
		while (result.status === "retryable" && attempts > 0) {
			attempts--;
			const backoff = Math.max(Math.min(nextBackoff * (1 + getJitter()), MAX_BACKOFF), 0);
			nextBackoff = nextBackoff * BACKOFF_MULTIPLIER;
			const retryInMillis = result.retryInMillis ?? backoff;
			const remainingTimeoutMillis = deadline - Date.now();
			if (retryInMillis > remainingTimeoutMillis) {
				diag_api/* diag */.s.info(`Export retry time ${Math.round(retryInMillis)}ms exceeds remaining timeout ${Math.round(remainingTimeoutMillis)}ms, not retrying further.`);
				return result;
			}
			diag_api/* diag */.s.verbose(`Scheduling export retry in ${Math.round(retryInMillis)}ms`);
			result = await this.retry(data, remainingTimeoutMillis, retryInMillis);
		}
		if (result.status === "success") diag_api/* diag */.s.verbose(`Export succeeded after ${MAX_ATTEMPTS - attempts} retry attempts.`);
		else if (result.status === "retryable") diag_api/* diag */.s.info(`Export failed after maximum retry attempts (${MAX_ATTEMPTS}).`);
		else diag_api/* diag */.s.info(`Export failed with non-retryable error: ${result.error}`);
		return result;
	}
	shutdown() {
		return this._transport.shutdown();
	}
};
/**
* Creates an Exporter Transport that retries on 'retryable' response.
*/
function createRetryingTransport(options) {
	return new RetryingTransport(options.transport);
}
//#endregion


//# sourceMappingURL=retrying-transport.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/otlp-http-export-delegate.mjs







//#region src/platform/node/otlp-http-export-delegate.ts
function createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, url, meterProvider) {
	return new ExporterMetrics({
		componentType: metricsComponentType,
		metricsHelper: exporterMetricsHelper,
		url,
		meterProvider,
		responseAttributesFromError: (error) => {
			if (!error) return { [ATTR_HTTP_RESPONSE_STATUS_CODE]: 200 };
			if (!(error instanceof OTLPExporterError)) return {};
			return { [ATTR_HTTP_RESPONSE_STATUS_CODE]: error.code };
		}
	});
}
function createOtlpHttpExportDelegate(options, serializer, metricsComponentType, exporterMetricsHelper, meterProvider) {
	return createOtlpExportDelegate({
		transport: createRetryingTransport({ transport: createHttpExporterTransport(options) }),
		serializer,
		promiseHandler: createBoundedQueueExportPromiseHandler(options),
		metrics: createOtlpHttpExporterMetrics(metricsComponentType, exporterMetricsHelper, options.url, meterProvider)
	}, { timeout: options.timeoutMillis });
}
//#endregion


//# sourceMappingURL=otlp-http-export-delegate.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-configuration.mjs
//#region src/configuration/shared-configuration.ts
function validateTimeoutMillis(timeoutMillis) {
	if (Number.isFinite(timeoutMillis) && timeoutMillis > 0) return timeoutMillis;
	throw new Error(`Configuration: timeoutMillis is invalid, expected number greater than 0 (actual: '${timeoutMillis}')`);
}
function wrapStaticHeadersInFunction(headers) {
	if (headers == null) return;
	return async () => headers;
}
/**
* @param userProvidedConfiguration  Configuration options provided by the user in code.
* @param fallbackConfiguration Fallback to use when the {@link userProvidedConfiguration} does not specify an option.
* @param defaultConfiguration The defaults as defined by the exporter specification
*/
function mergeOtlpSharedConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
	return {
		timeoutMillis: validateTimeoutMillis(userProvidedConfiguration.timeoutMillis ?? fallbackConfiguration.timeoutMillis ?? defaultConfiguration.timeoutMillis),
		concurrencyLimit: userProvidedConfiguration.concurrencyLimit ?? fallbackConfiguration.concurrencyLimit ?? defaultConfiguration.concurrencyLimit,
		compression: userProvidedConfiguration.compression ?? fallbackConfiguration.compression ?? defaultConfiguration.compression
	};
}
function getSharedConfigurationDefaults() {
	return {
		timeoutMillis: 1e4,
		concurrencyLimit: 30,
		compression: "none"
	};
}
//#endregion


//# sourceMappingURL=shared-configuration.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/util.mjs

//#region src/util.ts
/**
* Parses headers from config leaving only those that have defined values
* @param partialHeaders
*/
function validateAndNormalizeHeaders(partialHeaders) {
	const headers = {};
	Object.entries(partialHeaders ?? {}).forEach(([key, value]) => {
		if (typeof value !== "undefined") headers[key] = String(value);
		else diag_api/* diag */.s.warn(`Header "${key}" has invalid value (${value}) and will be ignored`);
	});
	return headers;
}
//#endregion


//# sourceMappingURL=util.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/otlp-http-configuration.mjs


//#region src/configuration/otlp-http-configuration.ts
function mergeHeaders(userProvidedHeaders, fallbackHeaders, defaultHeaders) {
	return async () => {
		const requiredHeaders = { ...await defaultHeaders() };
		const headers = {};
		if (fallbackHeaders != null) Object.assign(headers, await fallbackHeaders());
		if (userProvidedHeaders != null) Object.assign(headers, validateAndNormalizeHeaders(await userProvidedHeaders()));
		return Object.assign(headers, requiredHeaders);
	};
}
function validateUserProvidedUrl(url) {
	if (url == null) return;
	try {
		const base = globalThis.location?.href;
		return new URL(url, base).href;
	} catch {
		throw new Error(`Configuration: Could not parse user-provided export URL: '${url}'`);
	}
}
/**
* @param userProvidedConfiguration  Configuration options provided by the user in code.
* @param fallbackConfiguration Fallback to use when the {@link userProvidedConfiguration} does not specify an option.
* @param defaultConfiguration The defaults as defined by the exporter specification
*/
function mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
	return {
		...mergeOtlpSharedConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
		headers: mergeHeaders(userProvidedConfiguration.headers, fallbackConfiguration.headers, defaultConfiguration.headers),
		url: validateUserProvidedUrl(userProvidedConfiguration.url) ?? fallbackConfiguration.url ?? defaultConfiguration.url
	};
}
function getHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
	return {
		...getSharedConfigurationDefaults(),
		headers: async () => requiredHeaders,
		url: "http://localhost:4318/" + signalResourcePath
	};
}
//#endregion


//# sourceMappingURL=otlp-http-configuration.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/otlp-node-http-configuration.mjs

//#region src/platform/node/configuration/otlp-node-http-configuration.ts
function httpAgentFactoryFromOptions(options) {
	return async (protocol) => {
		const isInsecure = protocol === "http:";
		const { Agent } = await (isInsecure ? Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 58611, 19)) : Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 65692, 19)));
		if (isInsecure) {
			const { ca, cert, key, ...insecureOptions } = options;
			return new Agent(insecureOptions);
		}
		return new Agent(options);
	};
}
/**
* @param userProvidedConfiguration  Configuration options provided by the user in code.
* @param fallbackConfiguration Fallback to use when the {@link userProvidedConfiguration} does not specify an option.
* @param defaultConfiguration The defaults as defined by the exporter specification
*/
function mergeOtlpNodeHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration) {
	return {
		...mergeOtlpHttpConfigurationWithDefaults(userProvidedConfiguration, fallbackConfiguration, defaultConfiguration),
		agentFactory: userProvidedConfiguration.agentFactory ?? fallbackConfiguration.agentFactory ?? defaultConfiguration.agentFactory,
		userAgent: userProvidedConfiguration.userAgent
	};
}
function getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath) {
	return {
		...getHttpConfigurationDefaults(requiredHeaders, signalResourcePath),
		agentFactory: httpAgentFactoryFromOptions({ keepAlive: true })
	};
}
//#endregion


//# sourceMappingURL=otlp-node-http-configuration.mjs.map
// EXTERNAL MODULE: external "util"
var external_util_ = __webpack_require__(39023);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/platform/node/environment.mjs


//#region src/platform/node/environment.ts
/**
* Retrieves a number from an environment variable.
* - Returns `undefined` if the environment variable is empty, unset, contains only whitespace, or is not a number.
* - Returns a number in all other cases.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {number | undefined} - The number value or `undefined`.
*/
function getNumberFromEnv(key) {
	const raw = process.env[key];
	if (raw == null || raw.trim() === "") return;
	const value = Number(raw);
	if (isNaN(value)) {
		diag_api/* diag */.s.warn(`Unknown value ${(0,external_util_.inspect)(raw)} for ${key}, expected a number, using defaults`);
		return;
	}
	return value;
}
/**
* Retrieves a string from an environment variable.
* - Returns `undefined` if the environment variable is empty, unset, or contains only whitespace.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {string | undefined} - The string value or `undefined`.
*/
function getStringFromEnv(key) {
	const raw = process.env[key];
	if (raw == null || raw.trim() === "") return;
	return raw;
}
/**
* Retrieves a boolean value from an environment variable.
* - Trims leading and trailing whitespace and ignores casing.
* - Returns `false` if the environment variable is empty, unset, or contains only whitespace.
* - Returns `false` for strings that cannot be mapped to a boolean.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {boolean} - The boolean value or `false` if the environment variable is unset empty, unset, or contains only whitespace.
*/
function getBooleanFromEnv(key) {
	const raw = process.env[key]?.trim().toLowerCase();
	if (raw == null || raw === "") return false;
	if (raw === "true") return true;
	else if (raw === "false") return false;
	else {
		diag.warn(`Unknown value ${inspect(raw)} for ${key}, expected 'true' or 'false', falling back to 'false' (default)`);
		return false;
	}
}
/**
* Retrieves a list of strings from an environment variable.
* - Uses ',' as the delimiter.
* - Trims leading and trailing whitespace from each entry.
* - Excludes empty entries.
* - Returns `undefined` if the environment variable is empty or contains only whitespace.
* - Returns an empty array if all entries are empty or whitespace.
*
* @param {string} key - The name of the environment variable to retrieve.
* @returns {string[] | undefined} - The list of strings or `undefined`.
*/
function getStringListFromEnv(key) {
	return getStringFromEnv(key)?.split(",").map((v) => v.trim()).filter((s) => s !== "");
}
//#endregion


//# sourceMappingURL=environment.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/shared-env-configuration.mjs


//#region src/configuration/shared-env-configuration.ts
function parseAndValidateTimeoutFromEnv(timeoutEnvVar) {
	const envTimeout = getNumberFromEnv(timeoutEnvVar);
	if (envTimeout != null) {
		if (Number.isFinite(envTimeout) && envTimeout > 0) return envTimeout;
		diag_api/* diag */.s.warn(`Configuration: ${timeoutEnvVar} is invalid, expected number greater than 0 (actual: ${envTimeout})`);
	}
}
function getTimeoutFromEnv(signalIdentifier) {
	const specificTimeout = parseAndValidateTimeoutFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_TIMEOUT`);
	const nonSpecificTimeout = parseAndValidateTimeoutFromEnv("OTEL_EXPORTER_OTLP_TIMEOUT");
	return specificTimeout ?? nonSpecificTimeout;
}
function parseAndValidateCompressionFromEnv(compressionEnvVar) {
	const compression = getStringFromEnv(compressionEnvVar)?.trim();
	if (compression == null || compression === "none" || compression === "gzip") return compression;
	diag_api/* diag */.s.warn(`Configuration: ${compressionEnvVar} is invalid, expected 'none' or 'gzip' (actual: '${compression}')`);
}
function getCompressionFromEnv(signalIdentifier) {
	const specificCompression = parseAndValidateCompressionFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_COMPRESSION`);
	const nonSpecificCompression = parseAndValidateCompressionFromEnv("OTEL_EXPORTER_OTLP_COMPRESSION");
	return specificCompression ?? nonSpecificCompression;
}
function getSharedConfigurationFromEnvironment(signalIdentifier) {
	return {
		timeoutMillis: getTimeoutFromEnv(signalIdentifier),
		compression: getCompressionFromEnv(signalIdentifier)
	};
}
//#endregion


//# sourceMappingURL=shared-env-configuration.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs + 2 modules
var utils = __webpack_require__(66103);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/core/dist/baggage/utils.mjs


//#region src/baggage/utils.ts
function serializeKeyPairs(keyPairs) {
	return keyPairs.reduce((hValue, current) => {
		const value = `${hValue}${hValue !== "" ? "," : ""}${current}`;
		return value.length > 8192 ? hValue : value;
	}, "");
}
function getKeyPairs(baggage) {
	return baggage.getAllEntries().map(([key, value]) => {
		let entry = `${encodeURIComponent(key)}=${encodeURIComponent(value.value)}`;
		if (value.metadata !== void 0) entry += ";" + value.metadata.toString();
		return entry;
	});
}
function parsePairKeyValue(entry) {
	if (!entry) return;
	const metadataSeparatorIndex = entry.indexOf(";");
	const keyPairPart = metadataSeparatorIndex === -1 ? entry : entry.substring(0, metadataSeparatorIndex);
	const separatorIndex = keyPairPart.indexOf("=");
	if (separatorIndex <= 0) return;
	const rawKey = keyPairPart.substring(0, separatorIndex).trim();
	const rawValue = keyPairPart.substring(separatorIndex + 1).trim();
	if (!rawKey || !rawValue) return;
	let key;
	let value;
	try {
		key = decodeURIComponent(rawKey);
		value = decodeURIComponent(rawValue);
	} catch {
		return;
	}
	let metadata;
	if (metadataSeparatorIndex !== -1 && metadataSeparatorIndex < entry.length - 1) {
		const metadataString = entry.substring(metadataSeparatorIndex + 1);
		metadata = (0,utils/* baggageEntryMetadataFromString */.B)(metadataString);
	}
	return {
		key,
		value,
		metadata
	};
}
/**
* Parses a single baggage header string into the provided record, applying limits defined in this package.
* Uses indexOf/substring in a while loop to avoid allocating a full array of split entries.
* Returns the updated pair count so callers can track totals across multiple header values.
*/
function parseBaggageHeaderString(value, baggage, count, totalSize) {
	let start = 0;
	while (start < value.length && count < 180) {
		const end = value.indexOf(",", start);
		const entryEnd = end === -1 ? value.length : end;
		const entryLength = entryEnd - start;
		if (entryLength <= 4096) {
			const keyPair = parsePairKeyValue(value.substring(start, entryEnd));
			if (keyPair) {
				const entrySize = (count === 0 ? 0 : 1) + entryLength;
				if (totalSize + entrySize > 8192) break;
				baggage[keyPair.key] = keyPair.metadata ? {
					value: keyPair.value,
					metadata: keyPair.metadata
				} : { value: keyPair.value };
				count++;
				totalSize += entrySize;
			}
		}
		if (end === -1) break;
		start = end + 1;
	}
	return [count, totalSize];
}
/**
* Parse a string serialized in the baggage HTTP Format (without metadata):
* https://github.com/w3c/baggage/blob/master/baggage/HTTP_HEADER_FORMAT.md
*/
function parseKeyPairsIntoRecord(value) {
	const result = {};
	if (typeof value === "string" && value.length > 0) value.split(",").forEach((entry) => {
		const keyPair = parsePairKeyValue(entry);
		if (keyPair !== void 0 && keyPair.value.length > 0) result[keyPair.key] = keyPair.value;
	});
	return result;
}
//#endregion


//# sourceMappingURL=utils.mjs.map
// EXTERNAL MODULE: external "fs"
var external_fs_ = __webpack_require__(79896);
// EXTERNAL MODULE: external "path"
var external_path_ = __webpack_require__(16928);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/otlp-node-http-env-configuration.mjs







//#region src/platform/node/configuration/otlp-node-http-env-configuration.ts
function getStaticHeadersFromEnv(signalIdentifier) {
	const signalSpecificRawHeaders = getStringFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_HEADERS`);
	const nonSignalSpecificRawHeaders = getStringFromEnv("OTEL_EXPORTER_OTLP_HEADERS");
	const signalSpecificHeaders = parseKeyPairsIntoRecord(signalSpecificRawHeaders);
	const nonSignalSpecificHeaders = parseKeyPairsIntoRecord(nonSignalSpecificRawHeaders);
	if (Object.keys(signalSpecificHeaders).length === 0 && Object.keys(nonSignalSpecificHeaders).length === 0) return;
	return Object.assign({}, parseKeyPairsIntoRecord(nonSignalSpecificRawHeaders), parseKeyPairsIntoRecord(signalSpecificRawHeaders));
}
function appendRootPathToUrlIfNeeded(url) {
	try {
		return new URL(url).toString();
	} catch {
		diag_api/* diag */.s.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
		return;
	}
}
function appendResourcePathToUrl(url, path) {
	try {
		new URL(url);
	} catch {
		diag_api/* diag */.s.warn(`Configuration: Could not parse environment-provided export URL: '${url}', falling back to undefined`);
		return;
	}
	if (!url.endsWith("/")) url = url + "/";
	url += path;
	try {
		new URL(url);
	} catch {
		diag_api/* diag */.s.warn(`Configuration: Provided URL appended with '${path}' is not a valid URL, using 'undefined' instead of '${url}'`);
		return;
	}
	return url;
}
function getNonSpecificUrlFromEnv(signalResourcePath) {
	const envUrl = getStringFromEnv("OTEL_EXPORTER_OTLP_ENDPOINT");
	if (envUrl === void 0) return;
	return appendResourcePathToUrl(envUrl, signalResourcePath);
}
function getSpecificUrlFromEnv(signalIdentifier) {
	const envUrl = getStringFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_ENDPOINT`);
	if (envUrl === void 0) return;
	return appendRootPathToUrlIfNeeded(envUrl);
}
function readFileFromEnv(signalSpecificEnvVar, nonSignalSpecificEnvVar, warningMessage) {
	const signalSpecificPath = getStringFromEnv(signalSpecificEnvVar);
	const nonSignalSpecificPath = getStringFromEnv(nonSignalSpecificEnvVar);
	const filePath = signalSpecificPath ?? nonSignalSpecificPath;
	if (filePath != null) try {
		return external_fs_.readFileSync(external_path_.resolve(process.cwd(), filePath));
	} catch {
		diag_api/* diag */.s.warn(warningMessage);
		return;
	}
	else return;
}
function getClientCertificateFromEnv(signalIdentifier) {
	return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CLIENT_CERTIFICATE", "Failed to read client certificate chain file");
}
function getClientKeyFromEnv(signalIdentifier) {
	return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CLIENT_KEY`, "OTEL_EXPORTER_OTLP_CLIENT_KEY", "Failed to read client certificate private key file");
}
function getRootCertificateFromEnv(signalIdentifier) {
	return readFileFromEnv(`OTEL_EXPORTER_OTLP_${signalIdentifier}_CERTIFICATE`, "OTEL_EXPORTER_OTLP_CERTIFICATE", "Failed to read root certificate file");
}
/**
* Reads and returns configuration from the environment
*
* @param signalIdentifier all caps part in environment variables that identifies the signal (e.g.: METRICS, TRACES, LOGS)
* @param signalResourcePath signal resource path to append if necessary (e.g.: v1/metrics, v1/traces, v1/logs)
*/
function getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath) {
	return {
		...getSharedConfigurationFromEnvironment(signalIdentifier),
		url: getSpecificUrlFromEnv(signalIdentifier) ?? getNonSpecificUrlFromEnv(signalResourcePath),
		headers: wrapStaticHeadersInFunction(getStaticHeadersFromEnv(signalIdentifier)),
		agentFactory: httpAgentFactoryFromOptions({
			keepAlive: true,
			ca: getRootCertificateFromEnv(signalIdentifier),
			cert: getClientCertificateFromEnv(signalIdentifier),
			key: getClientKeyFromEnv(signalIdentifier)
		})
	};
}
//#endregion


//# sourceMappingURL=otlp-node-http-env-configuration.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/configuration/convert-legacy-http-options.mjs

//#region src/configuration/convert-legacy-http-options.ts
function convertLegacyHeaders(config) {
	if (typeof config.headers === "function") return config.headers;
	return wrapStaticHeadersInFunction(config.headers);
}
//#endregion


//# sourceMappingURL=convert-legacy-http-options.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/otlp-exporter-base/dist/platform/node/configuration/convert-legacy-node-http-options.mjs




//#region src/platform/node/configuration/convert-legacy-node-http-options.ts
function convertLegacyAgentOptions(config) {
	if (typeof config.httpAgentOptions === "function") return config.httpAgentOptions;
	let legacy = config.httpAgentOptions;
	if (config.keepAlive != null) legacy = {
		keepAlive: config.keepAlive,
		...legacy
	};
	if (legacy != null) return httpAgentFactoryFromOptions(legacy);
	else return;
}
/**
* @deprecated this will be removed in 2.0
* @param config
* @param signalIdentifier
* @param signalResourcePath
* @param requiredHeaders
*/
function convertLegacyHttpOptions(config, signalIdentifier, signalResourcePath, requiredHeaders) {
	if (config.metadata) diag_api/* diag */.s.warn("Metadata cannot be set when using http");
	return mergeOtlpNodeHttpConfigurationWithDefaults({
		url: config.url,
		headers: convertLegacyHeaders(config),
		concurrencyLimit: config.concurrencyLimit,
		timeoutMillis: config.timeoutMillis,
		compression: config.compression,
		agentFactory: convertLegacyAgentOptions(config),
		userAgent: config.userAgent
	}, getNodeHttpConfigurationFromEnvironment(signalIdentifier, signalResourcePath), getNodeHttpConfigurationDefaults(requiredHeaders, signalResourcePath));
}
//#endregion


//# sourceMappingURL=convert-legacy-node-http-options.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/dist/platform/node/OTLPTraceExporter.mjs




//#region src/platform/node/OTLPTraceExporter.ts
/**
* Collector Trace Exporter for Node
*/
var OTLPTraceExporter = class extends OTLPExporterBase {
	constructor(config = {}) {
		super(createOtlpHttpExportDelegate(convertLegacyHttpOptions(config, "TRACES", "v1/traces", { "Content-Type": "application/json" }), trace/* JsonTraceSerializer */.U, OTEL_COMPONENT_TYPE_VALUE_OTLP_HTTP_SPAN_EXPORTER, TraceExporterMetricsHelper, config.selfObsMeterProvider));
	}
};
//#endregion


//# sourceMappingURL=OTLPTraceExporter.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/exporter-trace-otlp-http/dist/index.mjs




/***/ })

};

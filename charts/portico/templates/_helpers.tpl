{{/*
Merges map $over into a copy of map $base, key by key and recursively; $over wins. Unlike
sprig's merge/mergeOverwrite, a value given as false, 0 or "" still wins, so a component can
switch off what its role switches on. Lists are replaced whole. Returns YAML (use fromYaml).
*/}}
{{- define "portico.deepMerge" -}}
{{- $out := deepCopy (index . 0) -}}
{{- range $key, $value := index . 1 -}}
{{- if and (kindIs "map" $value) (kindIs "map" (get $out $key)) -}}
{{- $_ := set $out $key (include "portico.deepMerge" (list (get $out $key) $value) | fromYaml) -}}
{{- else -}}
{{- $_ := set $out $key $value -}}
{{- end -}}
{{- end -}}
{{- toYaml $out -}}
{{- end -}}

{{/*
One component's settings: defaults → roles.<role> → components.<name>, plus its name.
Usage: {{- $c := include "portico.component" (dict "root" $ "name" $name) | fromYaml }}
*/}}
{{- define "portico.component" -}}
{{- $component := index .root.Values.components .name -}}
{{- $role := index .root.Values.roles $component.role | default dict -}}
{{- $merged := include "portico.deepMerge" (list .root.Values.defaults $role) | fromYaml -}}
{{- $merged = include "portico.deepMerge" (list $merged $component) | fromYaml -}}
{{- $_ := set $merged "name" .name -}}
{{- toYaml $merged -}}
{{- end -}}

{{/* Component names in a stable order, so rendered manifests do not move between runs. */}}
{{- define "portico.componentNames" -}}
{{- keys .Values.components | sortAlpha | toJson -}}
{{- end -}}

{{/* <release>-<component>: the Deployment, Service and ServiceAccount name (≤ 63 chars). */}}
{{- define "portico.fullname" -}}
{{- printf "%s-%s" .root.Release.Name .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "portico.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{/* Labels that select one component's pods. Never change them: selectors are immutable. */}}
{{- define "portico.selectorLabels" -}}
app.kubernetes.io/name: portico
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "portico.labels" -}}
{{ include "portico.selectorLabels" . }}
app.kubernetes.io/part-of: portico
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ include "portico.chart" .root }}
{{- end -}}

{{/* The image reference: image.reference, else [imageRegistry/]repository:tag. */}}
{{- define "portico.image" -}}
{{- $image := .component.image -}}
{{- if $image.reference -}}
{{- $image.reference -}}
{{- else -}}
{{- $registry := .root.Values.global.imageRegistry -}}
{{- $repository := ternary (printf "%s/%s" $registry $image.repository) $image.repository (ne $registry "") -}}
{{- $tag := $image.tag | default .root.Values.global.imageTag | default .root.Chart.AppVersion -}}
{{- printf "%s:%s" $repository $tag -}}
{{- end -}}
{{- end -}}

{{/*
A probe from its role's handler (grpc: grpc.health.v1 on that port; http: GET path) and the
shared timings. Kubernetes' grpc probe takes a port number, not a name, so both are resolved.
*/}}
{{- define "portico.probe" -}}
{{- $probe := .probe -}}
{{- if not $probe.handler -}}
{{- fail (printf "components.%s: the %s probe has no handler (grpc or http); every component needs readiness, liveness and startup probes" .component.name .kind) -}}
{{- end -}}
{{- $port := index .component.ports $probe.port -}}
{{- if not $port -}}
{{- fail (printf "components.%s: the %s probe names port %q, which is not in its ports" .component.name .kind $probe.port) -}}
{{- end -}}
{{- if eq $probe.handler "grpc" -}}
grpc:
  port: {{ $port }}
{{- else -}}
httpGet:
  path: {{ $probe.path }}
  port: {{ $probe.port }}
{{- end }}
periodSeconds: {{ $probe.periodSeconds }}
timeoutSeconds: {{ $probe.timeoutSeconds }}
failureThreshold: {{ $probe.failureThreshold }}
{{- end -}}

{{/* Name of the Secret holding every key of the components' secretEnv. */}}
{{- define "portico.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" .Release.Name) -}}
{{- end -}}

{{/* Env var name for a component's address, as the gateway reads it: IDENTITY_ADDR. */}}
{{- define "portico.addressVariable" -}}
{{- printf "%s_ADDR" (. | upper | replace "-" "_") -}}
{{- end -}}

{{/*
Everything a component's process reads from its ConfigMap: the merged env map (values may
use templates, e.g. '{{ .Values.ingress.baseDomain }}'), its OpenTelemetry service name, and
the address of every service it calls (all of them for '*'), e.g. forms' CONTENT_ADDR.
*/}}
{{- define "portico.env" -}}
{{- $env := dict -}}
{{- range $variable, $value := .component.env -}}
{{- $_ := set $env $variable (tpl (toString $value) $.root) -}}
{{- end -}}
{{- $_ := set $env "OTEL_SERVICE_NAME" .component.name -}}
{{- if .component.database.enabled -}}
{{- $_ := set $env "DB_POOL_SIZE" (toString .component.database.poolSize) -}}
{{- end -}}
{{- if and .component.manageDomains (eq (include "portico.managesDomains" .root) "true") -}}
{{- /* Tenant domains through the Kubernetes API: the Gateway the domains' listeners attach
       to, the route whose rules each domain's route copies, the domains' certificate issuer. */ -}}
{{- $issuer := .root.Values.ingress.tls.domains.issuer -}}
{{- $_ := set $env "GATEWAY_NAME" .root.Release.Name -}}
{{- $_ := set $env "GATEWAY_ROUTE" .root.Release.Name -}}
{{- $_ := set $env "DOMAIN_CERTIFICATE_ISSUER" $issuer.name -}}
{{- $_ := set $env "DOMAIN_CERTIFICATE_ISSUER_KIND" $issuer.kind -}}
{{- end -}}
{{- $calls := .component.calls | default list -}}
{{- $root := .root -}}
{{- range $name := include "portico.componentNames" $root | fromJsonArray -}}
{{- if or (has "*" $calls) (has $name $calls) -}}
{{- $other := include "portico.component" (dict "root" $root "name" $name) | fromYaml -}}
{{- if eq $other.role "service" -}}
{{- $_ := set $env (include "portico.addressVariable" $name) (printf "%s:%v" (include "portico.fullname" (dict "root" $root "name" $name)) $other.ports.grpc) -}}
{{- end -}}
{{- if and (has "*" $calls) $other.remote -}}
{{- /* Where the browser loads each remote from, for the gateway's frontend manifest:
       REMOTE_<NAME>_URL, one variable per remote so one can be moved alone. */ -}}
{{- $_ := set $env (printf "REMOTE_%s_URL" ($name | upper | replace "-" "_")) (printf "%s/remoteEntry.js" (first $other.ingressPaths)) -}}
{{- end -}}
{{- end -}}
{{- end -}}
{{- toYaml $env -}}
{{- end -}}

{{/*
One secretEnv entry as {key, optional}: a plain string names a required key; a map may mark
the key optional, for settings whose absence selects the embedded default (sandbox billing,
local file storage, mail written to the log).
*/}}
{{- define "portico.secretRef" -}}
{{- if kindIs "map" . -}}
{{- toYaml (dict "key" .key "optional" (default false .optional)) -}}
{{- else -}}
{{- toYaml (dict "key" . "optional" false) -}}
{{- end -}}
{{- end -}}

{{/* env entries for a component's secretEnv, read from the Secret (but those named skipPrefix...). */}}
{{- define "portico.secretEnvVars" -}}
{{- range $variable, $entry := .component.secretEnv }}
{{- if not (and $.skipPrefix (hasPrefix ($.skipPrefix | toString) $variable)) }}
{{- $ref := include "portico.secretRef" $entry | fromYaml }}
- name: {{ $variable }}
  valueFrom:
    secretKeyRef:
      name: {{ include "portico.secretName" $.root }}
      key: {{ $ref.key }}
      {{- if $ref.optional }}
      optional: true
      {{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/*
Container env: the ConfigMap, the pod's identity for OpenTelemetry (from the downward API,
appended to the ConfigMap's OTEL_RESOURCE_ATTRIBUTES), then each secretEnv entry.
*/}}
{{- define "portico.containerEnv" -}}
{{- $attributes := .component.env.OTEL_RESOURCE_ATTRIBUTES | default "" -}}
envFrom:
  - configMapRef:
      name: {{ include "portico.fullname" . }}
env:
  - name: POD_NAME
    valueFrom: { fieldRef: { fieldPath: metadata.name } }
  - name: POD_NAMESPACE
    valueFrom: { fieldRef: { fieldPath: metadata.namespace } }
  - name: NODE_NAME
    valueFrom: { fieldRef: { fieldPath: spec.nodeName } }
  - name: OTEL_RESOURCE_ATTRIBUTES
    value: {{ printf "%sk8s.pod.name=$(POD_NAME),k8s.namespace.name=$(POD_NAMESPACE),k8s.node.name=$(NODE_NAME)" (ternary (printf "%s," $attributes) "" (ne $attributes "")) | quote }}
{{- include "portico.secretEnvVars" $ | indent 2 }}
{{- end -}}

{{/*
The portal's routes, one per path a component serves (ingressPaths), as HTTPRoute rules. The
API's streams (tus uploads, downloads) run as long as they take: the gateway and content set
their own deadlines, so the route sets none (0s disables the implementation's default).
*/}}
{{- define "portico.routeRules" -}}
{{- $root := . -}}
{{- range $name := include "portico.componentNames" $root | fromJsonArray }}
{{- $c := include "portico.component" (dict "root" $root "name" $name) | fromYaml }}
{{- range $path := $c.ingressPaths }}
- matches:
    - path: { type: PathPrefix, value: {{ $path | quote }} }
  backendRefs:
    - name: {{ include "portico.fullname" (dict "root" $root "name" $name) }}
      port: {{ $c.ports.http }}
  {{- if eq $c.role "gateway" }}
  timeouts: { request: 0s }
  {{- end }}
{{- end }}
{{- end }}
{{- end -}}

{{/*
"true" when tenancy manages tenant domains through the Kubernetes API: the Gateway is on, TLS
is on, and an issuer for the domains' certificates is named.
*/}}
{{- define "portico.managesDomains" -}}
{{- $ingress := .Values.ingress -}}
{{- if and $ingress.enabled $ingress.tenantDomains.enabled $ingress.tls.enabled $ingress.tls.domains.issuer.name -}}
true
{{- else -}}
false
{{- end -}}
{{- end -}}

{{/* "true" when this component talks to the Kubernetes API (tenant domains). */}}
{{- define "portico.usesKubernetesApi" -}}
{{- if and .component.manageDomains (eq (include "portico.managesDomains" .root) "true") }}true{{ else }}false{{ end -}}
{{- end -}}

{{/* Egress every Node process needs: DNS, the trace collector, and its own database. */}}
{{- define "portico.egressBase" -}}
{{- $np := .root.Values.networkPolicy -}}
- ports: [{ port: 53, protocol: UDP }, { port: 53, protocol: TCP }]
- to:
    {{- toYaml $np.otelCollector.peers | nindent 4 }}
  ports: [{ port: {{ $np.otelCollector.port }}, protocol: TCP }]
{{- if .component.database.enabled }}
- to:
    {{- toYaml (.component.database.peers | default $np.database.peers) | nindent 4 }}
  ports: [{ port: {{ .component.database.port | default $np.database.port }}, protocol: TCP }]
{{- end }}
{{- end -}}

{{/*
A frontend's nginx location for its page's SSI includes (pageHeadFrom): the component's http
port answers them for the page's own Host and languages. Only what the answer depends on goes
along: no cookies, no X-Forwarded-Host (the gateway trusts one proxy hop's, and a visitor could
name another portal's host in it), no conditional headers (nginx drops the page's validators),
no compression (the include is written into the page as received). A slow or absent answer leaves the page its
stubs (frontends/nginx.conf).
*/}}
{{- define "portico.pageHeadConf" -}}
{{- $from := include "portico.component" (dict "root" .root "name" .component.pageHeadFrom) | fromYaml -}}
location = /api/public/page-head {
  internal;
  proxy_pass http://{{ include "portico.fullname" (dict "root" .root "name" .component.pageHeadFrom) }}:{{ $from.ports.http }};
  proxy_http_version 1.1;
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-Host "";
  proxy_set_header Connection "";
  proxy_set_header Cookie "";
  proxy_set_header Authorization "";
  proxy_set_header Accept-Encoding "";
  proxy_set_header If-None-Match "";
  proxy_set_header If-Modified-Since "";
  proxy_pass_request_body off;
  proxy_set_header Content-Length "";
  proxy_connect_timeout 1s;
  proxy_read_timeout 3s;
}
{{- end -}}

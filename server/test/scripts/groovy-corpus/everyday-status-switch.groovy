def http = [status: 404]
def outcome
switch (http.status) {
  case 200..299:
    outcome = 'ok'
    break
  case [401, 403]:
    outcome = 'denied'
    break
  case 404:
    outcome = 'missing'
    break
  default:
    outcome = 'error'
}
println outcome

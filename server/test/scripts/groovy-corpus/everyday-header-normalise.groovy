def headers = ['Content-Type': 'application/json', 'X-Request-ID': 'abc']
def lower = headers.collectEntries { k, v -> [k.toLowerCase(), v] }
println lower['content-type']
println lower.containsKey('x-request-id')

def auth = 'user:pass'.bytes.encodeBase64().toString()
println auth
println new String('dXNlcjpwYXNz'.decodeBase64())

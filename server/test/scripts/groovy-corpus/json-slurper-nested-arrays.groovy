import groovy.json.JsonSlurper
def doc = new JsonSlurper().parseText('{"matrix": [[1, 2], [3, 4]], "ok": false, "name": "x y"}')
println doc.matrix[1][0]
println doc.matrix.flatten().sum()
println doc.ok ? 'ok' : 'not ok'
println doc.name

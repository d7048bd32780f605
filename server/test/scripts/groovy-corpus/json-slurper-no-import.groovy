def doc = new groovy.json.JsonSlurper().parseText('[1, 2, 3]')
println doc.sum()

def missing = null
println "value: ${missing}"
println "flag: ${1 < 2}"

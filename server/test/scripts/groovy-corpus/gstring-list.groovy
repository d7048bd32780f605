def ids = [1, 2, 3]
println "${ids}"
println "ids: $ids"

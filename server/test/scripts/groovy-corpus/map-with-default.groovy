def counts = [:].withDefault { 0 }
'abcab'.each { counts[it] += 1 }
println counts

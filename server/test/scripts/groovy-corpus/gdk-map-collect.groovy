def m = [a: 1, b: 2]
println m.collect { k, v -> "$k=$v" }.join('&')
println m.collect { it.value * 10 }

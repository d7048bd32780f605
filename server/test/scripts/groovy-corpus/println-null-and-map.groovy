println null
println([:])
println([])
println([k: null])

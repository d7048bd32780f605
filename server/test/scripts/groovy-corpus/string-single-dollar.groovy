println 'no ${interpolation} here'
println 'price $5'

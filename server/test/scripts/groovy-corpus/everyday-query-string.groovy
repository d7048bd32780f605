def q = [q: 'shoes', page: 2, size: 50]
println q.collect { k, v -> "$k=$v" }.join('&')
